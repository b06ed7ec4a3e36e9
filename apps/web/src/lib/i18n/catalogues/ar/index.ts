import { arSD } from '@mui/material/locale';
import type { Catalogue, ComponentTexts } from '../../catalogue';
import { account } from './account';
import { accountSharing } from './account-sharing';
import { activity } from './activity';
import { auth } from './auth';
import { common } from './common';
import { contract } from './contract';
import { deviceSettings } from './device-settings';
import { deviceUpload } from './device-upload';
import { devices } from './devices';
import { groups } from './groups';
import { history } from './history';
import { historyCharts } from './history-charts';
import { languages } from './languages';
import { legal } from './legal';
import { liveLinks } from './live-links';
import { map } from './map';
import { navigation } from './navigation';
import { notifications } from './notifications';
import { payments } from './payments';
import { sharing } from './sharing';
import { subscriptions } from './subscriptions';
import { transfers } from './transfers';
import { trips } from './trips';
import { units } from './units';
import { users } from './users';

export const ar: Catalogue = {
  ...account,
  ...accountSharing,
  ...activity,
  ...auth,
  ...common,
  ...contract,
  ...deviceSettings,
  ...deviceUpload,
  ...devices,
  ...groups,
  ...history,
  ...historyCharts,
  ...languages,
  ...legal,
  ...liveLinks,
  ...map,
  ...navigation,
  ...notifications,
  ...payments,
  ...sharing,
  ...subscriptions,
  ...transfers,
  ...trips,
  ...units,
  ...users,
};

/** MUI's own words (pagination, autocomplete) in this language. */
export const componentTexts: ComponentTexts = arSD;
