/**
 * Tab behaviour for the office selector (WAI-ARIA tabs with automatic activation): click or
 * arrow keys, Home and End choose an office; a panel's map loads the first time it is shown.
 */
export function initOfficeTabs(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

  const select = (tab: HTMLButtonElement, moveFocus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (!panel) continue;
      panel.hidden = !selected;
      const map = panel.querySelector<HTMLIFrameElement>('iframe[data-src]');
      if (selected && map && !map.getAttribute('src')) map.src = map.dataset.src ?? '';
    }
    if (moveFocus) tab.focus();
  };

  const keyTargets: Record<string, (index: number) => number> = {
    ArrowRight: (i) => (i + 1) % tabs.length,
    ArrowLeft: (i) => (i - 1 + tabs.length) % tabs.length,
    Home: () => 0,
    End: () => tabs.length - 1,
  };

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
