import type { Page } from 'playwright';

/** What Chrome DevTools Protocol tells of a node (the part read here). */
type DomNode = {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
};

/** Elements whose text is never drawn. */
const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);

/**
 * The machine's own fonts the page draws text in, each with a sample of its text: every font a
 * story draws must be one the project ships (a web font from its own files: Inter, JetBrains
 * Mono), or its image depends on the font packages of the machine that ran it. Chromium says
 * which fonts it actually used for each element's text (`CSS.getPlatformFontsForNode`),
 * fallbacks for single glyphs included, and whether each is a web font.
 */
export async function machineFontsDrawn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    // Every element with text of its own, then all their questions at once: the answers come
    // back in one stream instead of one round trip after another.
    const texts: { nodeId: number; text: string }[] = [];
    const visit = (node: DomNode) => {
      const children = node.children ?? [];
      const text = children
        .filter((child) => child.nodeType === 3)
        .map((child) => child.nodeValue.trim())
        .join(' ')
        .trim();
      if (node.nodeType === 1 && text && !NOT_DRAWN.has(node.nodeName)) {
        texts.push({ nodeId: node.nodeId, text });
      }
      for (const child of [
        ...children,
        ...(node.contentDocument ? [node.contentDocument] : []),
        ...(node.shadowRoots ?? []),
      ]) {
        visit(child);
      }
    };
    visit(root);
    const answers = await Promise.all(
      texts.map(
        ({ nodeId }) =>
          cdp
            .send('CSS.getPlatformFontsForNode', { nodeId })
            .catch(() => ({ fonts: [] })) as Promise<{
            fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[];
          }>,
      ),
    );
    const found = new Map<string, string>();
    answers.forEach((answer, index) => {
      for (const font of answer.fonts) {
        if (!font.isCustomFont && font.glyphCount > 0 && !found.has(font.familyName)) {
          found.set(font.familyName, texts[index]!.text.slice(0, 40));
        }
      }
    });
    return [...found].map(([family, sample]) => `${family} (for "${sample}")`);
  } finally {
    await cdp.detach();
  }
}
