import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'clinic-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scroll as a patient expects between screens: a new screen opens at its top (or at the section
 * its #hash names), Back and Forward return to where they were. The first screen is left alone:
 * it is the server's page, which the browser has placed and the patient may already have scrolled.
 * Renders nothing; screens render in a transition, so by the time the address changes here the
 * next screen is on the page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);
  const shownPage = useRef('');

  useEffect(() => {
    positions.current = { ...readSaved(), ...positions.current };
    const record = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    // Between documents (reload, another site and back) the browser restores the server's page.
    const leave = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: Back within the site still works from memory.
      }
      window.history.scrollRestoration = 'auto';
    };
    const stay = () => {
      window.history.scrollRestoration = 'manual';
    };
    stay();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', stay);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', stay);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const page = location.pathname + location.search;
    const previous = shownPage.current;
    shownPage.current = page;
    if (!previous) return; // the first screen

    // A fragment link on the same page (the skip link, say): the browser has already scrolled.
    if (page === previous && navigationType === 'POP') return;
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(safeDecode(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}

function safeDecode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
