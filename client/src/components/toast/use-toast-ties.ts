import { useEffect, useRef, type RefObject } from 'react';
import type { Toast } from './toast-context';
import { BOTTOM_GAP } from './toast-layout';
import { choosePlacement, textRects } from './toast-placement';

/** MUI's md breakpoint, where the phone's action bar goes. */
const MD_WIDTH = 900;
/** How often the region checks it covers nothing it talks about while the page settles. */
const PLACE_EVERY_MS = 250;

/** The top the region takes under the header when the bottom covers `about`; else null. */
function topToTake(region: HTMLElement, about: string): number | null {
  const root = document.querySelector('main') ?? document.body;
  const box = region.getBoundingClientRect();
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = Math.max(0, header) + 8;
  const gap = window.innerWidth >= MD_WIDTH ? BOTTOM_GAP.md : BOTTOM_GAP.xs;
  const bottom = window.innerHeight - gap;
  const edge = choosePlacement(
    {
      bottom: { top: bottom - box.height, bottom, left: box.left, right: box.right },
      top: { top, bottom: top + box.height, left: box.left, right: box.right },
    },
    textRects(root, about, region),
  );
  return edge === 'top' ? top : null;
}

/** Moves the region: its top under the header, or null for its own place at the bottom. */
function moveRegion(region: HTMLElement, top: number | null): void {
  region.style.top = top === null ? '' : `${top}px`;
  region.style.bottom = top === null ? '' : 'auto';
}

export interface ToastTies {
  /** The Notifications region. */
  region: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * What ties a notice to the page: typing in the field an error is about closes it (the patient
 * is fixing it), and the region keeps off the text a notice talks about (an order number, a
 * booking reference) while the page renders, loads and scrolls.
 */
export function useToastTies(toast: Toast, { region, onClose }: ToastTies) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);

  const { field, about } = toast;
  useEffect(() => {
    if (!field) return;
    const onInput = (event: Event) => {
      if (document.getElementById(field)?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [field]);

  useEffect(() => {
    const node = region.current;
    if (!about || !node) return;
    const place = () => moveRegion(node, topToTake(node, about));
    const frame = requestAnimationFrame(place);
    const every = setInterval(place, PLACE_EVERY_MS);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(every);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      moveRegion(node, null);
    };
  }, [about, region]);
}
