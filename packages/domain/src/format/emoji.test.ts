import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMOJI_SHORTCODES } from '../constants/emoji';
import { EMOJI_BY_SHORTCODE, replaceEmojiShortcodes, tokenizeMessage } from './emoji';

describe('replaceEmojiShortcodes', () => {
  it('given :heart:, then it shows a red heart', () => {
    expect(replaceEmojiShortcodes('Thanks :heart:')).toBe('Thanks \u2764\uFE0F');
  });

  it('given :finger_crossed: and :lol:, then both are replaced', () => {
    expect(replaceEmojiShortcodes(':finger_crossed: see you :lol:')).toBe('🤞 see you 😂');
  });

  it('given an unknown or capitalised shortcode, then the text stays as typed', () => {
    expect(replaceEmojiShortcodes(':smile: :Heart:')).toBe(':smile: :Heart:');
  });

  it('given a time like 10:30, then it stays as typed', () => {
    expect(replaceEmojiShortcodes('Meet at 10:30:ok:')).toBe('Meet at 10:30👌');
  });

  it('given an unknown code sharing a colon with a known one, then the known one is replaced', () => {
    expect(replaceEmojiShortcodes(':x:ok:')).toBe(':x👌');
  });

  it('given Malay text and no shortcodes, then it is unchanged', () => {
    expect(replaceEmojiShortcodes('Terima kasih, jumpa esok')).toBe('Terima kasih, jumpa esok');
  });

  it('has an emoji for each of the 16 shortcodes of spec 000 §2', () => {
    expect(Object.keys(EMOJI_BY_SHORTCODE).sort()).toEqual([...EMOJI_SHORTCODES].sort());
    expect(EMOJI_SHORTCODES).toHaveLength(16);
  });

  it('never changes a message without colons', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((text) => !text.includes(':')),
        (text) => {
          expect(replaceEmojiShortcodes(text)).toBe(text);
        },
      ),
    );
  });
});

describe('tokenizeMessage', () => {
  it('given text around an emoji, then it yields text, emoji, text', () => {
    expect(tokenizeMessage('Done :done: boss')).toEqual([
      { type: 'text', text: 'Done ' },
      { type: 'emoji', shortcode: 'done', emoji: '✅' },
      { type: 'text', text: ' boss' },
    ]);
  });

  it('given two emoji side by side, then it yields two emoji parts and no empty text', () => {
    expect(tokenizeMessage(':wink::kiss:')).toEqual([
      { type: 'emoji', shortcode: 'wink', emoji: '😉' },
      { type: 'emoji', shortcode: 'kiss', emoji: '😘' },
    ]);
  });

  it('given an empty message, then there are no parts', () => {
    expect(tokenizeMessage('')).toEqual([]);
  });

  it('loses no text: the parts put back together give the message', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(...EMOJI_SHORTCODES.map((code) => `:${code}:`)),
      fc.constant(':'),
    );
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const text = pieces.join('');
        const rebuilt = tokenizeMessage(text)
          .map((part) => (part.type === 'text' ? part.text : `:${part.shortcode}:`))
          .join('');
        expect(rebuilt).toBe(text);
      }),
    );
  });
});
