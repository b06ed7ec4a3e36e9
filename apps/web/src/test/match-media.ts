/** jsdom has no matchMedia; this one answers min-width/max-width queries from window.innerWidth. */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const width = window.innerWidth;
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
    const max = /max-width:\s*(\d+)px/.exec(query)?.[1];
    const matches = (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
