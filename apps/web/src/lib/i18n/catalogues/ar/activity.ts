import type { activity as english } from '../en/activity';

export const activity = {
  'activity.hint': 'ابحث عن الأجهزة في الأعلى واختر منها حتى {count} لترى أين كانت.',
  'activity.legend.label': 'مفتاح الخريطة',
  'activity.legend.loading': 'جارٍ التحميل…',
  'activity.legend.none': 'لا توجد مواقع',
  'activity.legend.points':
    '{count, plural, zero {لا نقاط} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'activity.map.label': 'خريطة نشاط الأجهزة',
  'activity.map.loading': 'جارٍ تحميل سجل المواقع',
  'activity.chips.label': 'الأجهزة المختارة',
  'activity.chips.remove': 'إزالة {name}',
  'activity.replay.open': 'إعادة التشغيل',
  'activity.replay.close': 'إغلاق إعادة التشغيل',
  'activity.search.label': 'البحث عن أجهزة',
  'activity.search.placeholder': 'الاسم أو الرقم التسلسلي',
  'activity.search.searching': 'جارٍ البحث…',
  'activity.search.allShown': 'كل الأجهزة التي عُثر عليها موجودة على الخريطة بالفعل.',
  'activity.search.full':
    'تعرض الخريطة {count, plural, zero {# جهاز} one {جهازًا واحدًا} two {جهازين} few {# أجهزة} many {# جهازًا} other {# جهاز}} على الأكثر في وقت واحد: أزل جهازًا لتضيف آخر.',
  'activity.points.label': 'النقاط لكل جهاز',
} satisfies Record<keyof typeof english, string>;
