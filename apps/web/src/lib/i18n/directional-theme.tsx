import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { textDirectionOf } from '@lodestar/contract';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { useShownLanguage } from './language-provider';

// The styles of a right-to-left language are mirrored as they are written (margins, paddings, positions).
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

/** The app's theme in the direction of the shown language; Arabic's styles mirrored. */
export function DirectionalTheme({ options, children }: { options: ThemeOptions; children: ReactNode }) {
  const direction = textDirectionOf(useShownLanguage());
  const theme = useMemo(() => createTheme({ ...options, direction }), [options, direction]);
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return direction === 'rtl' ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
}
