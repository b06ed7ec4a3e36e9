import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@lodestar/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { DeviceSearchInput, useOnDeviceOverview } from '../../devices';

/**
 * The top bar's device search box; below 850 px it folds into an icon button that opens it over the bar. The overview
 * has its own above the list, the one search there: the top bar's is left out of it.
 */
export function SearchBox() {
  const t = useT();
  const wide = useMediaQuery(`(min-width:${BREAKPOINTS.smallScreen}px)`, { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const onOverview = useOnDeviceOverview();
  // Folded again once the overview's own box has taken the search over.
  if (onOverview && expanded) setExpanded(false);
  if (onOverview) return null;

  if (!wide && !expanded) {
    return (
      <IconButton aria-label={t('navigation.search.open')} onClick={() => setExpanded(true)}>
        <Search />
      </IconButton>
    );
  }

  const field = (
    <DeviceSearchInput
      label={t('navigation.search.label')}
      autoFocus={!wide}
      fullWidth={!wide}
      sx={{ width: wide ? 280 : undefined }}
    />
  );
  if (wide) return field;
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        bgcolor: 'background.paper',
      }}
    >
      {field}
      <IconButton aria-label={t('navigation.search.close')} onClick={() => setExpanded(false)}>
        <Close />
      </IconButton>
    </Box>
  );
}
