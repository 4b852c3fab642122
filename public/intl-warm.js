// Started by index.html's first script, before the app's code arrives. The first Intl object a page
// makes loads ICU's data and caches (~50–80 ms on this Chromium, four times that on a slow phone:
// one long task). Those caches belong to the process, so making the app's formatters here, on a
// worker's thread, leaves the main thread's first use nearly free (measured: 0.1–0.6 ms after).
// It answers the browser's time zone, which every API call sends.
var zone = 'Asia/Kathmandu';
try {
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone || zone;
  var day = new Date();
  // The locales and kinds of src/lib/i18n/format.ts and Lingui's plurals, in both languages.
  new Intl.NumberFormat('en-IN').format(1234.5);
  new Intl.NumberFormat(['ne-NP-u-nu-deva', 'en-IN-u-nu-deva']).format(1234.5);
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(day);
  new Intl.DateTimeFormat('ne-NP', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(day);
  new Intl.PluralRules('en').select(2);
  new Intl.PluralRules('ne').select(2);
} catch (e) {
  // An old browser without Intl's time zones: the app falls back on its own.
}
postMessage(zone);
