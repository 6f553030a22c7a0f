import { defineLocale } from '../define';

/** العربية: written right to left, so the pack makes `rtl` the default `direction`. */
export default /* @__PURE__ */ defineLocale('ar', ({ number, plural, detail }) => ({
  direction: 'rtl',
  labels: {
    clear: 'مسح',
    remove: (label) => `إزالة ${label}`,
    retry: 'إعادة المحاولة',
    loading: 'جارٍ التحميل',
    searching: 'جارٍ البحث',
    searchFailed: 'فشل البحث',
    tree: 'الخيارات',
    root: 'الكل',
    breadcrumb: 'المستويات',
    back: (level) => `العودة إلى ${level}`,
    forward: (level) => (level === null ? 'التالي' : `الانتقال إلى ${level}`),
    done: (count) => (count === null ? 'تم' : `تم (${number(count)})`),
    cancel: 'إلغاء',
    search: 'بحث',
    notFound: 'لا توجد بيانات',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join('، '),
    valueFailed: (value) => `${value} (لم تُحمَّل التسميات)`,
  },
  messages: {
    results: (count, shown) => {
      const found = plural(count, {
        zero: 'لا توجد نتائج',
        one: 'نتيجة واحدة',
        two: 'نتيجتان',
        few: '# نتائج',
        many: '# نتيجة',
        other: '# نتيجة',
      });
      return count === shown ? found : `${found}، يُعرض منها ${number(shown)}`;
    },
    moreResults: (shown) => `أكثر من ${number(shown)} نتيجة، يُعرض منها ${number(shown)}`,
    noResults: 'لا توجد نتائج',
    loading: (label) => `جارٍ تحميل ${label}`,
    loadFailed: (label, error) => `فشل تحميل ${label}${detail(error, ': ')}. اضغط Enter لإعادة المحاولة.`,
    pathFailed: (value, error) =>
      `فشل تحميل تسميات ${value}${detail(error, ': ')}. افتح القائمة لإعادة المحاولة.`,
    loaded: (label, count) =>
      `${label}: ${plural(count, {
        zero: 'لم يُحمَّل أي خيار',
        one: 'تم تحميل خيار واحد',
        two: 'تم تحميل خياران',
        few: 'تم تحميل # خيارات',
        many: 'تم تحميل # خيارًا',
        other: 'تم تحميل # خيار',
      })}`,
    removed: (label, remaining) => `تمت إزالة ${label}، المتبقي: ${number(remaining)}`,
    searching: (query) => `جارٍ البحث عن ${query}…`,
    searchFailed: (query, error) => `فشل البحث عن ${query}${detail(error, ': ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
