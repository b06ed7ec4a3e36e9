import Box from '@mui/material/Box';
import type { GroupsResponse, GroupSummary } from '@lodestar/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { GroupEmptyNote } from './group-empty-note';

interface GroupListStatesProps {
  groups: UseQueryResult<GroupsResponse>;
  /** The name search the page answers. */
  filter: string;
  children: (groups: GroupSummary[]) => ReactNode;
}

/** The group list's loading, error and empty states, else the page of groups (dimmed while the next one loads). */
export function GroupListStates({ groups, filter, children }: GroupListStatesProps) {
  const t = useT();
  if (!groups.data) {
    if (groups.isError) return <ErrorState onRetry={() => void groups.refetch()} />;
    return <SectionLoader label={t('groups.loading')} />;
  }
  if (groups.data.data.length === 0) {
    return <GroupEmptyNote text={t(filter ? 'groups.list.noMatch' : 'groupMessages.emptyList')} />;
  }
  return (
    <Box aria-busy={groups.isPlaceholderData} sx={{ opacity: groups.isPlaceholderData ? 0.6 : 1 }}>
      {children(groups.data.data)}
    </Box>
  );
}
