// Where the Notifications region goes so that it never covers what a notice talks about: at the
// bottom (the spec's place) unless that covers it, then under the sticky header.

/** A block taller than this share of the screen cannot be kept clear: its text line is. */
const BLOCK_SHARE = 0.6;

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Area two rectangles share. */
export function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

const covered = (region: Rect, targets: readonly Rect[]) =>
  targets.reduce((sum, target) => sum + overlap(region, target), 0);

/** Bottom unless it covers a target and the top covers less. */
export function choosePlacement(
  candidates: { bottom: Rect; top: Rect },
  targets: readonly Rect[],
): 'bottom' | 'top' {
  const atBottom = covered(candidates.bottom, targets);
  if (atBottom === 0) return 'bottom';
  return covered(candidates.top, targets) < atBottom ? 'top' : 'bottom';
}

/**
 * Boxes of every place `text` shows inside `root`, outside `skip` (the notices themselves): the
 * section or article around it where that fits on screen, else the text itself.
 */
export function textRects(root: Element, text: string, skip: Element | null): Rect[] {
  const rects: Rect[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.nodeValue?.indexOf(text) ?? -1;
    if (at < 0 || skip?.contains(node)) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    // A Range has no box where layout is not computed (jsdom): its element's box stands in.
    const box =
      typeof range.getBoundingClientRect === 'function'
        ? range.getBoundingClientRect()
        : node.parentElement!.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // The block it sits in (the confirmation, the order card) when that fits well on screen.
    const block = node.parentElement?.closest('section, article');
    const blockBox = block && block !== root ? block.getBoundingClientRect() : null;
    rects.push(blockBox && blockBox.height <= window.innerHeight * BLOCK_SHARE ? blockBox : box);
  }
  return rects;
}
