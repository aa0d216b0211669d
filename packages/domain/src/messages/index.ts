export { MESSAGES, type MessageId } from './catalog';
export {
  messageText,
  say,
  sayLater,
  setMessageLanguage,
  valueMarks,
  type Language,
  type MessageValues,
} from './text';
