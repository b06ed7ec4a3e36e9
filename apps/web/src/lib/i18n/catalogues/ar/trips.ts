import type { trips as english } from '../en/trips';

export const trips = {
  'history.view.label': 'طريقة عرض السجل',
  'history.view.map': 'خريطة',
  'history.view.satellite': 'صور الأقمار الصناعية',
  'history.view.grid': 'جدول',
  'trips.view': 'الرحلات',
  'tripRules.title': 'الرحلات والتوقفات',
  'tripRules.description': 'يَعُدّ السجل توقفًا حيث يبقى الجهاز هذه المدة ضمن هذه المسافة؛ وكل ما بين التوقفات رحلة.',
  'tripRules.stopAfter': 'توقف بعد',
  'tripRules.within': 'ضمن',
  'trips.rangeUnset': 'اختر بداية الفترة ونهايتها.',
  'trips.tooLong':
    'تغطي الرحلات {days, plural, zero {# يوم} one {يومًا واحدًا} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} على الأكثر.',
  'trips.show': 'عرض الرحلات',
  'trips.closeTrip': 'إغلاق الرحلة',
  'trips.exportCsv': 'تصدير CSV',
  'trips.exported': 'تم تصدير الرحلات',
  'trips.exportFailed': 'تعذّر تصدير الرحلات',
  'trips.loadFailed': 'تعذّر تحميل الرحلات',
  'trips.totals':
    '{trips, plural, zero {لا رحلات} one {رحلة واحدة} two {رحلتان} few {# رحلات} many {# رحلة} other {# رحلة}} · {distance} · {moving} من الحركة · {stops, plural, zero {لا توقفات} one {توقف واحد} two {توقفان} few {# توقفات} many {# توقفًا} other {# توقف}}',
  'trips.noReports': 'لا توجد تقارير في هذه الفترة.',
  'trips.nothing': 'لا رحلات ولا توقفات في هذه الفترة: بقي الجهاز ضمن {radius} م، أو لمدة أقصر من أن تُعدّ توقفًا.',
  'trips.allDropped': 'كل مواقع هذه الفترة غير دقيقة بما يكفي لقياس الرحلات.',
  'trips.rules': 'يُعدّ توقفًا البقاءُ {minutes} د أو أكثر ضمن {radius} م.',
  'trips.rulesAlertSettings':
    'يُعدّ توقفًا البقاءُ {minutes} د أو أكثر ضمن {radius} م؛ تغيّر ذلك إعدادات «التنبيهات والتقارير» للجهاز.',
  'trips.rulesBasicSettings':
    'يُعدّ توقفًا البقاءُ {minutes} د أو أكثر ضمن {radius} م؛ تغيّر ذلك الإعدادات الأساسية للجهاز.',
  'trips.dropped':
    '{count, plural, zero {لم يُستبعد أي موقع.} one {استُبعد موقع واحد غير دقيق بما يكفي للقياس.} two {استُبعد موقعان غير دقيقين بما يكفي للقياس.} few {استُبعدت # مواقع غير دقيقة بما يكفي للقياس.} many {استُبعد # موقعًا غير دقيق بما يكفي للقياس.} other {استُبعد # موقع غير دقيق بما يكفي للقياس.}}',
  'trips.days.label': 'الملخص اليومي',
  'trips.days.date': 'التاريخ',
  'trips.days.distance': 'المسافة',
  'trips.days.moving': 'مدة الحركة',
  'trips.days.stops': 'التوقفات',
  'trips.list.label': 'الرحلات والتوقفات',
  'trips.trip.primary': '{start} – {end} · {distance} · {duration}',
  'trips.trip.secondary': '{from} ← {to} · المتوسط {average}، الأقصى {top}',
  'trips.stop.primary': 'توقف {duration} · {place}',
  'trips.stop.secondary': '{arrival} – {until}',
  'trips.stop.stillThere': 'ما زال هناك',
} satisfies Record<keyof typeof english, string>;
