import type { map as english } from '../en/map';

export const map = {
  'map.offline': 'الخريطة غير متصلة',
  'map.offlineDetail': 'مربعات الخريطة غير متصلة: تُعرض اليابسة والحدود وأسماء الأماكن فقط.',
  'map.follow': 'تتبّع الجهاز',
  'map.following': 'جارٍ تتبّع الجهاز',
  'map.style': 'نمط الخريطة',
  'map.street': 'شوارع',
  'map.satellite': 'صور الأقمار الصناعية',
  'map.replay.play': 'تشغيل الإعادة',
  'map.replay.pause': 'إيقاف الإعادة مؤقتًا',
  'map.replay.time': 'وقت الإعادة',
  'map.replay.speed': 'السرعة',
  'map.replay.speedTimes': '{speed}×',
} satisfies Record<keyof typeof english, string>;
