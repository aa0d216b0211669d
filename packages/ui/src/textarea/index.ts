export { Textarea, textareaResizeOptions, textareaVariants } from './textarea';
export type { TextareaProps } from './textarea';
