export { formatCounter } from './counter';
export { formatRM } from './money';
