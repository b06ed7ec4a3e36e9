import type { MessageId } from '../../lib/i18n/catalogue';

/** The static terms and privacy text, by its messages; `{product}` stands for the installation's product name. */
export const termsSections: { heading: MessageId; paragraphs: MessageId[] }[] = [
  { heading: 'common.terms.about.heading', paragraphs: ['common.terms.about.p1'] },
  { heading: 'common.terms.account.heading', paragraphs: ['common.terms.account.p1', 'common.terms.account.p2'] },
  { heading: 'common.terms.devices.heading', paragraphs: ['common.terms.devices.p1', 'common.terms.devices.p2'] },
  {
    heading: 'common.terms.plans.heading',
    paragraphs: ['common.terms.plans.p1', 'common.terms.plans.p2', 'common.terms.plans.p3'],
  },
  {
    heading: 'common.terms.data.heading',
    paragraphs: ['common.terms.data.p1', 'common.terms.data.p2', 'common.terms.data.p3', 'common.terms.data.p4'],
  },
  { heading: 'common.terms.sharing.heading', paragraphs: ['common.terms.sharing.p1'] },
  { heading: 'common.terms.cookies.heading', paragraphs: ['common.terms.cookies.p1'] },
  { heading: 'common.terms.retention.heading', paragraphs: ['common.terms.retention.p1'] },
  { heading: 'common.terms.liability.heading', paragraphs: ['common.terms.liability.p1'] },
  { heading: 'common.terms.law.heading', paragraphs: ['common.terms.law.p1'] },
];
