import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { Suspense, type ComponentType } from 'react';
import { useT } from '../lib/i18n/use-t';
import { lazyPage } from './lazy-page';

function LoadingDialog() {
  const t = useT();
  return (
    <Dialog open>
      <DialogContent>
        <CircularProgress aria-label={t('common.loading')} />
      </DialogContent>
    </Dialog>
  );
}

/** A dialog whose code loads the first time it opens, with a loading dialog meanwhile. */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazyPage(load);
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={<LoadingDialog />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
