import { ADDED_STATUS_LABEL } from '@lodestar/contract';
import { icuLiteral } from '../../keyed-texts';

/** Add Devices: a spreadsheet of trackers, its upload, and each row's result. */
export const deviceUpload = {
  'deviceUpload.title': 'Add devices from a spreadsheet',
  'deviceUpload.intro':
    'Each row adds a tracker allocated to your dealership: the device with that serial number joins your account under the name in the row. A device already in your account is not added again. Up to {rows, number} rows and {megabytes} MB per .xlsx file; the first row names the columns Device Name and Serial Number. The template lists the serial numbers of the trackers allocated to you that are not in your account yet: name them and upload it.',
  'deviceUpload.deviceType': 'Device type',
  'deviceUpload.chooseFile': 'Choose .xlsx file',
  'deviceUpload.spreadsheet': 'Spreadsheet',
  'deviceUpload.downloadTemplate': 'Download template',
  'deviceUpload.chosen': 'Chosen: {name}',
  'deviceUpload.noFile': 'No file chosen.',
  'deviceUpload.add': 'Add Devices',
  'deviceUpload.progress.label': 'Upload progress',
  'deviceUpload.progress.sending': 'Sending the file: {percent}%',
  'deviceUpload.progress.checking': 'Checking the rows…',
  'deviceUpload.someAdded': '{added} of {rows} devices added: the Reason column says why the others were not.',
  'deviceUpload.results.title': 'Results',
  'deviceUpload.results.summary': '{added} of {rows, plural, one {# row} other {# rows}} added to your account.',
  'deviceUpload.results.search': 'Search results',
  'deviceUpload.results.noMatch': 'No row matches this search.',
  'deviceUpload.results.label': 'Upload results',
  'deviceUpload.results.name': 'Device Name',
  'deviceUpload.results.serialNumber': 'Serial Number',
  'deviceUpload.results.createdAt': 'Created At',
  'deviceUpload.results.status': 'Status',
  'deviceUpload.results.reason': 'Reason',
  'deviceUpload.results.action': 'Action',
  'deviceUpload.results.activated': icuLiteral(ADDED_STATUS_LABEL),
  'deviceUpload.results.notActivated': 'Not Activated',
  'deviceUpload.results.addedReason': 'Added to your account. Choose a plan on its Update Plan tab to start tracking.',
  'deviceUpload.results.remove': 'Remove row {row} from the table',
} as const;
