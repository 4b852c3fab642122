import type { StartPaymentData } from '@contracts/payments';

/** eSewa: POST the signed fields as a real form (a top-level navigation). Khalti: open its page. */
export function goToGateway(data: StartPaymentData, doc: Document = document): boolean {
  if (data.esewa) {
    const form = doc.createElement('form');
    form.method = 'POST';
    form.action = data.esewa.formUrl;
    for (const [name, value] of Object.entries(data.esewa.fields)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    doc.body.appendChild(form);
    form.submit();
    return true;
  }
  if (data.khalti) {
    doc.defaultView?.location.assign(data.khalti.paymentUrl);
    return true;
  }
  return false;
}
