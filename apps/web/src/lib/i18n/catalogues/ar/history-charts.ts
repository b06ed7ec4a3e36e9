import type { historyCharts as english } from '../en/history-charts';

export const historyCharts = {
  'historyCharts.loadingDevice': 'جارٍ تحميل الجهاز',
  'historyCharts.loading': 'جارٍ تحميل الرسوم البيانية',
  'historyCharts.loadFailed': 'تعذّر تحميل الرسوم البيانية',
  'historyCharts.range.label': 'الفترة',
  'historyCharts.range.day': '24 ساعة',
  'historyCharts.range.week': '7 أيام',
  'historyCharts.range.month': '30 يومًا',
  'historyCharts.range.year': 'سنة واحدة',
  'historyCharts.range.custom': 'مخصصة',
  'historyCharts.range.unset': 'اختر بداية الفترة ونهايتها.',
  'historyCharts.range.show': 'عرض',
  'historyCharts.span': 'من {from} إلى {to}، كل نقطة {size}',
  'historyCharts.spanToNow': 'من {from} حتى الآن، كل نقطة {size}',
  'historyCharts.size.seconds':
    '{count, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتان} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'historyCharts.size.minutes':
    '{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'historyCharts.size.hours':
    '{count, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}',
  'historyCharts.size.days':
    '{count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  'historyCharts.battery': 'البطارية',
  'historyCharts.temperature': 'درجة الحرارة',
  'historyCharts.lowest': 'الأدنى',
  'historyCharts.highest': 'الأعلى',
  'historyCharts.average': 'المتوسط',
  'historyCharts.readingSummary': '{title}: الأدنى {lowest}، الأعلى {highest}.',
  'historyCharts.reports': 'التقارير',
  'historyCharts.reportCount':
    '{count, plural, zero {لا تقارير} one {تقرير واحد} two {تقريران} few {# تقارير} many {# تقريرًا} other {# تقرير}}',
  'historyCharts.reportsSummary': 'التقارير: {total}، وبحد أقصى {most} في {size}.',
} satisfies Record<keyof typeof english, string>;
