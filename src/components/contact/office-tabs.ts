import { consentFrame } from '../../consent/frames';

/**
 * Tab behaviour for the office selector (WAI-ARIA tabs with automatic activation): click or
 * arrow keys, Home and End choose an office. A panel's map is another site's page: it loads only
 * once the visitor has allowed the map provider (its placeholder asks), and then only for the
 * panel shown, once the selector is near the viewport. On a phone the selector is several screens
 * down: loading the first map with the page competed with the page's own first paint (Lighthouse
 * counted it into the contact page's FCP, up to +480 ms).
 */
export function initOfficeTabs(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  let near = false;

  const maps = [...root.querySelectorAll<HTMLElement>('[data-office-map]')].map((box) => {
    const panel = box.closest<HTMLElement>('[role="tabpanel"]')!;
    return consentFrame(
      box,
      {
        src: box.dataset.src ?? '',
        title: box.dataset.title ?? '',
        referrerPolicy: 'no-referrer-when-downgrade',
      },
      () => near && !panel.hidden,
    );
  });
  const updateMaps = () => maps.forEach((update) => update());

  const select = (tab: HTMLButtonElement, moveFocus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    updateMaps();
    if (moveFocus) tab.focus();
  };

  const keyTargets: Record<string, (index: number) => number> = {
    ArrowRight: (i) => (i + 1) % tabs.length,
    ArrowLeft: (i) => (i - 1 + tabs.length) % tabs.length,
    Home: () => 0,
    End: () => tabs.length - 1,
  };

  const nearing = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      nearing.disconnect();
      near = true;
      updateMaps();
    },
    { rootMargin: '600px 0px' },
  );
  nearing.observe(root);

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const target = keyTargets[event.key];
      if (!target) return;
      event.preventDefault();
      select(tabs[target(index)]!, true);
    });
  });
}
