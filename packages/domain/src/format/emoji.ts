import { EMOJI_SHORTCODES } from '../constants/emoji';
import type { EmojiShortcode } from '../constants/emoji';

/** The emoji each supported shortcode (spec 000 §2) stands for. */
export const EMOJI_BY_SHORTCODE: Readonly<Record<EmojiShortcode, string>> = {
  heart: '\u2764\uFE0F', // ❤️
  wink: '\u{1F609}', // 😉
  like: '\u{1F44D}', // 👍
  dislike: '\u{1F44E}', // 👎
  sweat: '\u{1F605}', // 😅
  curse: '\u{1F92C}', // 🤬
  kiss: '\u{1F618}', // 😘
  done: '\u2705', // ✅
  ok: '\u{1F44C}', // 👌
  woohoo: '\u{1F389}', // 🎉
  facepalm: '\u{1F926}', // 🤦
  sad: '\u{1F622}', // 😢
  finger_crossed: '\u{1F91E}', // 🤞
  hehe: '\u{1F601}', // 😁
  shy: '\u{1F60A}', // 😊
  lol: '\u{1F602}', // 😂
};

/** A piece of a chat message: plain text, or an emoji written as a shortcode. */
export type MessagePart =
  { type: 'text'; text: string } | { type: 'emoji'; shortcode: EmojiShortcode; emoji: string };

const SHORTCODE_AT = /:([a-z_]+):/y;

function isShortcode(name: string): name is EmojiShortcode {
  return (EMOJI_SHORTCODES as readonly string[]).includes(name);
}

/**
 * Splits a chat message into text and emoji. The syntax is a supported shortcode between
 * colons, lowercase, no spaces: ':heart:'. Anything else, ':Heart:' or ':smile:' included,
 * stays text, so a message never loses characters.
 */
export function tokenizeMessage(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let buffer = '';
  let index = 0;
  while (index < text.length) {
    SHORTCODE_AT.lastIndex = index;
    const match = text[index] === ':' ? SHORTCODE_AT.exec(text) : null;
    const name = match?.[1] ?? '';
    if (match && isShortcode(name)) {
      if (buffer) parts.push({ type: 'text', text: buffer });
      buffer = '';
      parts.push({ type: 'emoji', shortcode: name, emoji: EMOJI_BY_SHORTCODE[name] });
      index += match[0].length;
    } else {
      buffer += text[index];
      index += 1;
    }
  }
  if (buffer) parts.push({ type: 'text', text: buffer });
  return parts;
}

/** A chat message with every supported ':shortcode:' replaced by its emoji. */
export function replaceEmojiShortcodes(text: string): string {
  return tokenizeMessage(text)
    .map((part) => (part.type === 'text' ? part.text : part.emoji))
    .join('');
}
