import type { deviceUpload as english } from '../en/device-upload';

export const deviceUpload = {
  'deviceUpload.title': 'إضافة أجهزة من جدول بيانات',
  'deviceUpload.intro':
    'يضيف كل صف جهاز تتبع مخصصًا لوكالتك: ينضم الجهاز الذي يحمل ذلك الرقم التسلسلي إلى حسابك بالاسم الوارد في الصف. لا يُضاف مرة أخرى أي جهاز موجود في حسابك. حتى {rows, number} صف و{megabytes} ميغابايت لكل ملف .xlsx؛ ويسمّي الصف الأول العمودين Device Name وSerial Number. يسرد القالب الأرقام التسلسلية لأجهزة التتبع المخصصة لك التي لم تُضف إلى حسابك بعد: سمّها ثم ارفعه.',
  'deviceUpload.deviceType': 'نوع الجهاز',
  'deviceUpload.chooseFile': 'اختيار ملف .xlsx',
  'deviceUpload.spreadsheet': 'جدول البيانات',
  'deviceUpload.downloadTemplate': 'تنزيل القالب',
  'deviceUpload.chosen': 'الملف المختار: {name}',
  'deviceUpload.noFile': 'لم يُختر أي ملف.',
  'deviceUpload.add': 'إضافة أجهزة',
  'deviceUpload.progress.label': 'تقدّم الرفع',
  'deviceUpload.progress.sending': 'جارٍ إرسال الملف: {percent}٪',
  'deviceUpload.progress.checking': 'جارٍ التحقق من الصفوف…',
  'deviceUpload.someAdded': 'أُضيف {added} من أصل {rows} من الأجهزة: يوضّح عمود «السبب» لماذا لم يُضف الباقي.',
  'deviceUpload.results.title': 'النتائج',
  'deviceUpload.results.summary':
    'أُضيف {added} من أصل {rows, plural, zero {# صف} one {صف واحد} two {صفين} few {# صفوف} many {# صفًا} other {# صف}} إلى حسابك.',
  'deviceUpload.results.search': 'البحث في النتائج',
  'deviceUpload.results.noMatch': 'لا يطابق أي صف هذا البحث.',
  'deviceUpload.results.label': 'نتائج الرفع',
  'deviceUpload.results.name': 'اسم الجهاز',
  'deviceUpload.results.serialNumber': 'الرقم التسلسلي',
  'deviceUpload.results.createdAt': 'تاريخ الإنشاء',
  'deviceUpload.results.status': 'الحالة',
  'deviceUpload.results.reason': 'السبب',
  'deviceUpload.results.action': 'الإجراء',
  'deviceUpload.results.activated': 'مُفعّل، دون خطة بعد',
  'deviceUpload.results.notActivated': 'غير مُفعّل',
  'deviceUpload.results.addedReason': 'أُضيف إلى حسابك. اختر خطة من علامة التبويب «تحديث الخطة» الخاصة به لبدء التتبع.',
  'deviceUpload.results.remove': 'إزالة الصف {row} من الجدول',
} satisfies Record<keyof typeof english, string>;
