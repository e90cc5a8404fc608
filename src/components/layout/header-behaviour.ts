/**
 * The header's behaviour: scrolled state, mobile menu, the two mega menus and the language switcher.
 * Plain TypeScript on purpose: a page without islands ships no framework for its header.
 */
import { rememberLanguage } from '../../i18n/preference';

const CLOSE_DELAY_MS = 500;
const DESKTOP = '(min-width: 768px)';
const TOUCH = '(hover: none), (pointer: coarse)';

type Disclosure = { trigger: HTMLElement; panel: HTMLElement };

const isOpen = ({ trigger }: Disclosure) => trigger.getAttribute('aria-expanded') === 'true';

function setOpen({ trigger, panel }: Disclosure, open: boolean) {
  trigger.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

export function initHeader(header: HTMLElement) {
  // Compact once the top 50 px (the sentinel's height) have scrolled away. The observer is told
  // after the browser's own layout; reading window.scrollY at start forced a style and layout of
  // the whole page inside this script (10 to 30 ms on the home page).
  new IntersectionObserver((entries) =>
    header.toggleAttribute('data-scrolled', !entries.at(-1)!.isIntersecting),
  ).observe(document.querySelector('[data-header-sentinel]')!);

  const menuToggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
  const menuLabel = header.querySelector<HTMLElement>('[data-menu-toggle-label]')!;
  const setMenuOpen = (open: boolean) => {
    header.toggleAttribute('data-menu-open', open);
    menuToggle.setAttribute('aria-expanded', String(open));
    menuLabel.textContent =
      (open ? menuToggle.dataset.labelClose : menuToggle.dataset.labelOpen) ?? '';
  };
  menuToggle.addEventListener('click', () =>
    setMenuOpen(menuToggle.getAttribute('aria-expanded') !== 'true'),
  );

  const megas = [...header.querySelectorAll<HTMLElement>('[data-mega]')].map((root) => ({
    root,
    trigger: root.querySelector<HTMLElement>('[data-mega-trigger]')!,
    panel: root.querySelector<HTMLElement>('[data-mega-panel]')!,
    openedByHover: false,
    closeTimer: 0,
  }));
  const lang = {
    root: header.querySelector<HTMLElement>('[data-lang-switcher]')!,
    trigger: header.querySelector<HTMLElement>('[data-lang-trigger]')!,
    panel: header.querySelector<HTMLElement>('[data-lang-menu]')!,
  };

  // Focus leaving a menu closes it for keyboard users; a pointer's focus change is left to its click,
  // as closing an inline (mobile) panel at pointerdown would move the tapped button away.
  // (A tap moves focus after pointerup, just before its click: the flag lasts until the click.)
  let pointerIsDown = false;
  document.addEventListener('pointerdown', () => (pointerIsDown = true), true);
  document.addEventListener('keydown', () => (pointerIsDown = false), true);
  const focusLeft = (root: HTMLElement, event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    return !pointerIsDown && next !== null && !root.contains(next);
  };

  // Hover opens only where a real pointer hovers and the menu is laid out as a bar.
  const hoverMode = () => window.matchMedia(DESKTOP).matches && !window.matchMedia(TOUCH).matches;

  const openMega = (mega: (typeof megas)[number], byHover: boolean) => {
    for (const other of megas) {
      window.clearTimeout(other.closeTimer);
      if (other !== mega) setOpen(other, false);
    }
    setOpen(lang, false);
    mega.openedByHover = byHover;
    setOpen(mega, true);
  };
  const closeAll = () => {
    for (const mega of megas) {
      window.clearTimeout(mega.closeTimer);
      setOpen(mega, false);
    }
    setOpen(lang, false);
  };

  for (const mega of megas) {
    mega.trigger.addEventListener('click', () => {
      // A hover-opened menu stays open on click, so a mouse user's click never hides what they see.
      if (isOpen(mega) && mega.openedByHover) mega.openedByHover = false;
      else if (isOpen(mega)) setOpen(mega, false);
      else openMega(mega, false);
    });
    mega.root.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || !hoverMode()) return;
      window.clearTimeout(mega.closeTimer);
      if (!isOpen(mega)) openMega(mega, true);
    });
    mega.root.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse' || !hoverMode() || !mega.openedByHover) return;
      mega.closeTimer = window.setTimeout(() => setOpen(mega, false), CLOSE_DELAY_MS);
    });
    mega.trigger.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      openMega(mega, false);
      mega.panel.querySelector<HTMLElement>('a')?.focus();
    });
    mega.root.addEventListener('focusout', (event) => {
      if (focusLeft(mega.root, event)) setOpen(mega, false);
    });
  }

  lang.trigger.addEventListener('click', () => {
    const open = !isOpen(lang);
    for (const mega of megas) setOpen(mega, false);
    setOpen(lang, open);
  });
  lang.root.addEventListener('focusout', (event) => {
    if (focusLeft(lang.root, event)) setOpen(lang, false);
  });
  for (const option of lang.panel.querySelectorAll<HTMLAnchorElement>('[data-lang-option]')) {
    option.addEventListener('click', () => {
      rememberLanguage(option.dataset.langOption!);
      // The link carries the path; the visitor's query and anchor come along.
      option.href = `${option.pathname}${window.location.search}${window.location.hash}`;
    });
  }

  document.addEventListener('click', (event) => {
    pointerIsDown = false;
    const target = event.target as Node;
    for (const mega of megas) if (!mega.root.contains(target)) setOpen(mega, false);
    if (!lang.root.contains(target)) setOpen(lang, false);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const openOne = [...megas, lang].find(isOpen);
    if (openOne) {
      closeAll();
      openOne.trigger.focus();
    } else if (header.hasAttribute('data-menu-open')) {
      setMenuOpen(false);
      menuToggle.focus();
    }
  });

  // Returning to the page from the back-forward cache is a route change: nothing stays open. A first
  // load's pageshow (at its load event) is not one: on a slow phone it comes after the first taps.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    closeAll();
    setMenuOpen(false);
  });
  header.querySelector('[data-nav]')!.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) {
      closeAll();
      setMenuOpen(false);
    }
  });
}
