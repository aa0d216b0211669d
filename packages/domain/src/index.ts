export { formatCounter, formatRM } from './format';
