import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { textDirectionOf } from '@lodestar/contract';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { loadedComponentTexts } from './catalogue';
import { useShownLanguage } from './language-provider';

// The styles of a right-to-left language are mirrored as they are written (margins, paddings, positions). Both
// directions have a cache of their own, so changing direction changes a value, not the tree (nothing remounts).
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The app's theme in the direction and language of the shown language; Arabic's styles mirrored. */
export function DirectionalTheme({ options, children }: { options: ThemeOptions; children: ReactNode }) {
  const language = useShownLanguage();
  const direction = textDirectionOf(language);
  const theme = useMemo(
    () => createTheme({ ...options, direction }, loadedComponentTexts(language)),
    [options, direction, language],
  );
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
