/**
 * Tab behaviour for the office selector (WAI-ARIA tabs with automatic activation): click or
 * arrow keys, Home and End choose an office; a panel's map loads the first time it is shown, once
 * the selector is near the viewport. Another site's page in a frame is heavy, and on a phone the
 * selector is several screens down: loading the first map with the page competed with the page's
 * own first paint (Lighthouse counted it into the contact page's FCP, up to +480 ms).
 */
export function initOfficeTabs(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  let near = false;

  const loadMap = (panel: HTMLElement) => {
    const map = panel.querySelector<HTMLIFrameElement>('iframe[data-src]');
    if (near && map && !map.getAttribute('src')) map.src = map.dataset.src ?? '';
  };

  const select = (tab: HTMLButtonElement, moveFocus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (!panel) continue;
      panel.hidden = !selected;
      if (selected) loadMap(panel);
    }
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
      const shown = root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
      if (shown) loadMap(shown);
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
