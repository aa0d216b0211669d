/** Spec 000 §2: the emoji shortcodes chat messages support, written `:heart:` in a message. */
export const EMOJI_SHORTCODES = [
  'heart',
  'wink',
  'like',
  'dislike',
  'sweat',
  'curse',
  'kiss',
  'done',
  'ok',
  'woohoo',
  'facepalm',
  'sad',
  'finger_crossed',
  'hehe',
  'shy',
  'lol',
] as const;

/** One supported emoji shortcode, without its colons. */
export type EmojiShortcode = (typeof EMOJI_SHORTCODES)[number];
