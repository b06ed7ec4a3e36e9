import type { accountSharing as english } from '../en/account-sharing';

export const accountSharing = {
  'accountSharing.shareTitle': 'مشاركة حسابك',
  'accountSharing.explanation': 'يرى الأشخاص الذين تشارك حسابك معهم كل أجهزتك، للعرض فقط.',
  'accountSharing.sharedWithYou': 'الحسابات المُشارَكة معك',
  'accountSharing.inviteForm': 'دعوة شخص',
  'accountSharing.email': 'البريد الإلكتروني',
  'accountSharing.invite': 'دعوة',
  'accountSharing.invited.loading': 'جارٍ تحميل الأشخاص المدعوين',
  'accountSharing.invited.none': 'لم تشارك حسابك مع أحد بعد.',
  'accountSharing.invited.list': 'الأشخاص الذين تشارك حسابك معهم',
  'accountSharing.invited.emailAndStatus': '{email} · {status}',
  'accountSharing.invited.remove': 'إزالة',
  'accountSharing.invited.removeLabel': 'إزالة {name}',
  'accountSharing.invited.removeTitle': 'إيقاف مشاركة حسابك',
  'accountSharing.memberships.loading': 'جارٍ تحميل الحسابات المُشارَكة معك',
  'accountSharing.memberships.none': 'لا يوجد حساب مُشارَك معك.',
  'accountSharing.memberships.leave': 'مغادرة',
  'accountSharing.memberships.leaveLabel': 'مغادرة حساب {name}',
  'accountSharing.memberships.leaveTitle': 'مغادرة الحساب',
} satisfies Record<keyof typeof english, string>;
