// The demo patient's payments, invoices, records, notifications, preferences, activity, favourites and chat.
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../../../contracts/record-options';
import { renderNotice, type ClinicWords, type NoticeDoctor, type NoticeKind, type NoticeParams } from '../../lib/notice-render';
import { type Rng, stableId } from './random';
import { addDays, isoDay } from './time';
import type { SeedDoctor, SeedSlot, SeedWorld } from './world';

type Appointment = SeedWorld['appointments'][number];

export interface DemoContext {
  id: string;
  gp: SeedDoctor;
  paeds: SeedDoctor;
  gynae: SeedDoctor;
  derm: SeedDoctor;
  a1: Appointment;
  a2: Appointment;
  a3: Appointment;
  a4: Appointment;
  s1: SeedSlot;
  daughterId: string;
}

const noticeDoctor = (d: SeedDoctor): NoticeDoctor => ({
  id: d.id, firstName: d.firstName, lastName: d.lastName, firstNameNe: d.firstNameNe ?? null, lastNameNe: d.lastNameNe ?? null,
});

/**
 * The columns of a notice as the server writes them (kind and raw values, rendered in the reader's
 * language when read), with the English words stored beside them.
 */
function notice(kind: NoticeKind, params: NoticeParams, text: 'message' | 'summary') {
  const words = renderNotice(kind, params, 'en', 'Asia/Kathmandu');
  return { template: kind, params, title: words.title, text: words[text] };
}

export function addDemoExtras(rng: Rng, world: SeedWorld, c: DemoContext): void {
  const now = world.now;
  const { id } = c;

  // Payments and invoices: a1 paid by eSewa, a4 paid by Khalti, a2 paid in cash, a3 unpaid (offline).
  const pay = (key: string, a: Appointment, gateway: 'esewa' | 'khalti', ref: string, transactionId: string) => {
    const total = (a.amountPaisa ?? 0) + (a.serviceChargePaisa ?? 0);
    const paymentId = stableId(`payment:demo:${key}`);
    world.payments.push({
      id: paymentId, patientId: id, appointmentId: a.id, gateway, transactionUuid: `SWA-${key.toUpperCase()}-${isoDay(a.bookedAt!).replaceAll('-', '')}`,
      gatewayRef: ref, gatewayTransactionId: transactionId, amountPaisa: a.amountPaisa!, serviceChargePaisa: a.serviceChargePaisa ?? 0, totalPaisa: total,
      refundedPaisa: 0, status: 'completed', paidAt: a.bookedAt, createdAt: a.bookedAt,
    });
    return paymentId;
  };
  const p1 = pay('checkup', c.a1, 'esewa', '000AWEO', '000AWEO');
  const p4 = pay('video', c.a4, 'khalti', 'HT6o6PEZRWFJ5ygavzHWd5', 'GFq9PFS7b2iYvL8Lir9oXe');
  const invoice = (n: number, a: Appointment, paymentId: string | null, mode: 'esewa' | 'khalti' | 'cash', status: 'paid' | 'unpaid') => {
    world.invoices.push({
      id: stableId(`invoice:demo:${n}`), invoiceNumber: `INV-2026-${String(1000 + n).padStart(6, '0')}`, patientId: id,
      appointmentId: a.id, doctorId: a.doctorId, paymentId, paymentMode: mode, amountPaisa: (a.amountPaisa ?? 0) + (a.serviceChargePaisa ?? 0),
      discountPaisa: 0, status, issuedAt: a.bookedAt, createdAt: a.bookedAt,
    });
  };
  invoice(1, c.a2, null, 'cash', 'paid');
  invoice(2, c.a1, p1, 'esewa', 'paid');
  invoice(3, c.a4, p4, 'khalti', 'paid');
  invoice(4, c.a3, null, 'cash', 'unpaid');

  // Prescriptions from the check-up (three active, one finished) and from the daughter's visit.
  const start = isoDay(c.s1.startsAt);
  const rx = [
    { med: 'Amlodipine', strength: '5 mg', form: 'Tablet', doses: '1 tablet once daily (morning)', qty: 90, stop: isoDay(now, 70), note: 'Check blood pressure weekly.' },
    { med: 'Vitamin D3 (Cholecalciferol)', strength: '60,000 IU', form: 'Capsule', doses: '1 capsule once a week', qty: 8, stop: isoDay(now, 35), note: 'Take after a meal.' },
    { med: 'Paracetamol', strength: '500 mg', form: 'Tablet', doses: '1 tablet up to three times daily when needed', qty: 20, stop: isoDay(now, 10), note: 'Not more than 6 tablets in 24 hours.' },
    { med: 'Pantoprazole', strength: '40 mg', form: 'Tablet', doses: '1 tablet before breakfast', qty: 14, stop: isoDay(c.s1.startsAt, 14), note: 'Take 30 minutes before food.' },
  ];
  rx.forEach((r, i) => world.prescriptions.push({
    id: stableId(`rx:demo:${i}`), patientId: id, doctorId: c.gp.id, appointmentId: c.a1.id, medication: r.med, strength: r.strength,
    form: r.form, doses: r.doses, quantity: r.qty, startDate: start, stopDate: r.stop, instructions: r.note, createdAt: c.s1.endsAt,
  }));
  world.prescriptions.push({
    id: stableId('rx:demo:daughter'), patientId: id, familyMemberId: c.daughterId, doctorId: c.paeds.id, appointmentId: c.a2.id,
    medication: 'Paracetamol syrup', strength: '120 mg/5 ml', form: 'Syrup', doses: '7.5 ml every 6 hours when fever', quantity: 1,
    startDate: isoDay(c.a2.bookedAt!, 1), stopDate: isoDay(c.a2.bookedAt!, 6), instructions: 'Plenty of fluids.', createdAt: c.a2.bookedAt,
  });

  // Lab tests: CBC done (results), lipid profile sample collected, HbA1c still to do.
  const centre = world.diagnosticCentres.find((d) => d.city === 'Kathmandu') ?? world.diagnosticCentres[0]!;
  const lab = (key: string, name: string, category: string, status: 'prescribed' | 'sample_collected' | 'completed', due: number, priority: 'routine' | 'urgent') => {
    const labId = stableId(`lab:demo:${key}`);
    world.labTests.push({
      id: labId, patientId: id, doctorId: c.gp.id, appointmentId: c.a1.id, clinicId: c.s1.clinicId, testName: name, category, priority,
      dueDate: isoDay(c.s1.startsAt, due), instructions: key === 'lipid' ? 'Fasting for 10–12 hours; water is allowed.' : 'No preparation needed.',
      supportInfo: 'Bring this prescription and your ID.', status, diagnosticCentreId: centre.id, createdAt: c.s1.endsAt,
    });
    return labId;
  };
  const cbc = lab('cbc', 'Complete Blood Count (CBC)', 'Haematology', 'completed', 2, 'routine');
  lab('lipid', 'Lipid Profile', 'Biochemistry', 'sample_collected', 7, 'routine');
  lab('hba1c', 'HbA1c', 'Biochemistry', 'prescribed', 26, 'urgent');
  const reported = addDays(c.s1.startsAt, 3);
  const results = [
    ['Haemoglobin', '11.4', 'g/dL', '12.0–15.5', 'low'], ['Total WBC count', '7,800', '/µL', '4,000–11,000', 'normal'],
    ['Platelet count', '2,45,000', '/µL', '1,50,000–4,50,000', 'normal'], ['Neutrophils', '62', '%', '40–75', 'normal'],
    ['Lymphocytes', '30', '%', '20–45', 'normal'], ['ESR', '28', 'mm/hr', '0–20', 'high'],
  ] as const;
  results.forEach(([parameter, value, unit, referenceRange, flag], i) => world.labResults.push({
    id: stableId(`labresult:demo:${i}`), labTestId: cbc, parameter, value, unit, referenceRange, flag, reportedAt: reported,
  }));

  addEngagement(rng, world, c);
}

function addEngagement(rng: Rng, world: SeedWorld, c: DemoContext): void {
  const now = world.now;
  const { id } = c;
  const at = (a: Appointment) => world.slots.find((s) => s.id === a.slotId)!.startsAt.toISOString();
  const a4 = { doctor: noticeDoctor(c.derm), at: at(c.a4) };
  const a3 = { doctor: noticeDoctor(c.gynae), at: at(c.a3) };
  const paidA1 = { doctor: noticeDoctor(c.gp), gateway: 'esewa', amountPaisa: (c.a1.amountPaisa ?? 0) + (c.a1.serviceChargePaisa ?? 0), invoice: world.invoices.find((x) => x.paymentId && x.appointmentId === c.a1.id)!.invoiceNumber } as const;
  const paidA4 = { doctor: noticeDoctor(c.derm), gateway: 'khalti', amountPaisa: (c.a4.amountPaisa ?? 0) + (c.a4.serviceChargePaisa ?? 0) } as const;

  // Notices the server would have written (rendered in the reader's language when read), then
  // announcements, offers and tips as the clinic's editor wrote them, in both languages.
  const notices = [
    { ...notice('appointment_confirmed', a4, 'message'), cat: 'informational', link: `/appointments/${c.a4.id}`, read: false, ago: 1.9 },
    { ...notice('appointment_booked', a3, 'message'), cat: 'informational', link: `/appointments/${c.a3.id}`, read: false, ago: 1 },
    { ...notice('payment_completed', paidA1, 'message'), cat: 'informational', link: '/payments', read: true, ago: 24 },
  ] as const;
  notices.forEach((n, i) => world.notifications.push({
    id: stableId(`notification:demo:notice:${i}`), patientId: id, title: n.title, message: n.text, template: n.template, params: n.params,
    category: n.cat, link: n.link, isRead: n.read, createdAt: addDays(now, -n.ago),
  }));
  const clinic = (en: ClinicWords, ne: ClinicWords) => notice('clinic_message', { text: { en, ne } }, 'message');
  const notes = [
    { ...notice('lab_result_ready', { doctor: noticeDoctor(c.gp) }, 'message'), cat: 'important_whatsapp', link: '/lab-tests', read: false, ago: 17 },
    {
      ...clinic(
        { title: 'Monsoon health tip', message: 'Boil drinking water and keep mosquito breeding sites dry.' },
        { title: 'मनसुनको स्वास्थ्य सुझाव', message: 'पिउने पानी उमालेर पिउनुहोस् र लामखुट्टे फैलिने ठाउँहरू सुक्खा राख्नुहोस्।' },
      ),
      cat: 'health_tips', link: null, read: true, ago: 6,
    },
    {
      ...clinic(
        { title: '20% off full body check-up', message: 'Partner diagnostic centres offer 20% off full body check-ups this month.' },
        { title: 'पूरा शरीर जाँचमा २०% छुट', message: 'साझेदार निदान केन्द्रहरूले यो महिना पूरा शरीर जाँचमा २०% छुट दिँदैछन्।' },
      ),
      cat: 'savings_and_offers', link: '/find/diagnostics', read: true, ago: 12,
    },
    { ...notice('feedback_requested', { doctor: noticeDoctor(c.gp) }, 'message'), cat: 'feedback_and_surveys', link: `/appointments/${c.a1.id}`, read: true, ago: 20 },
    {
      ...clinic(
        { title: 'Swasthya is now in Nepali', message: 'You can now use the app in Nepali from the language menu.' },
        { title: 'एप अब नेपालीमा पनि', message: 'अब भाषा मेनुबाट एप नेपालीमा चलाउन सक्नुहुन्छ।' },
      ),
      cat: 'announcements', link: null, read: true, ago: 40,
    },
  ] as const;
  notes.forEach((n, i) => world.notifications.push({
    id: stableId(`notification:demo:${i}`), patientId: id, title: n.title, message: n.text, template: n.template, params: n.params,
    category: n.cat, link: n.link, isRead: n.read, createdAt: addDays(now, -n.ago),
  }));

  for (const category of NOTIFICATION_CATEGORIES) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const enabled = channel === 'email' || (channel === 'sms' && category !== 'savings_and_offers') || (channel === 'whatsapp' && category === 'important_whatsapp');
      world.notificationPreferences.push({ patientId: id, category, channel, enabled });
    }
  }
  world.userPreferences.push({ patientId: id, theme: 'light', language: 'en' });

  const visit = (a: Appointment, d: SeedDoctor) => ({ doctor: noticeDoctor(d), at: at(a) });
  const acts = [
    { kind: 'appointment_booked', ...notice('appointment_booked', a3, 'summary'), a: c.a3.id, ago: 1, archived: false },
    { kind: 'payment_completed', ...notice('payment_completed', paidA4, 'summary'), a: c.a4.id, ago: 2, archived: false },
    { kind: 'appointment_booked', ...notice('appointment_booked', a4, 'summary'), a: c.a4.id, ago: 2, archived: false },
    { kind: 'prescription_added', ...notice('prescription_issued', { doctor: noticeDoctor(c.gp) }, 'summary'), a: c.a1.id, ago: 21, archived: false },
    { kind: 'appointment_completed', ...notice('appointment_completed', visit(c.a1, c.gp), 'summary'), a: c.a1.id, ago: 21, archived: false },
    { kind: 'appointment_completed', ...notice('appointment_completed', visit(c.a2, c.paeds), 'summary'), a: c.a2.id, ago: 48, archived: true },
    { kind: 'profile_updated', ...notice('phone_verified', {}, 'summary'), a: null, ago: 90, archived: true },
  ] as const;
  acts.forEach((x, i) => world.recentActivities.push({
    id: stableId(`activity:demo:${i}`), patientId: id, kind: x.kind, title: x.title, description: x.text, appointmentId: x.a,
    template: x.template, params: x.params,
    archivedAt: x.archived ? addDays(now, -x.ago + 5) : null, createdAt: addDays(now, -x.ago),
  }));

  const favourites = [c.gp, c.paeds, ...rng.sample(world.doctors.filter((d) => d.city === 'Kathmandu' && (d.votes ?? 0) > 2), 1)];
  [...new Set(favourites)].forEach((d, i) => world.favouriteDoctors.push({ patientId: id, doctorId: d.id, createdAt: addDays(now, -30 + i) }));

  const threadId = stableId('chat:demo:gp');
  const chat = [
    ['patient', 'Namaste doctor, my BP at home this morning was 138/88. Should I keep the same dose?', 15],
    ['doctor', 'Namaste. That is better than before. Continue Amlodipine 5 mg and keep checking twice a week.', 14.9],
    ['patient', 'Thank you. Do I need to fast for the lipid test?', 14],
    ['doctor', 'Yes, 10–12 hours of fasting. Water is fine.', 13.9],
  ] as const;
  chat.forEach(([sender, body, ago], i) => world.chatMessages.push({
    id: stableId(`chatmsg:demo:${i}`), threadId, sender, body, createdAt: addDays(now, -ago), readAt: addDays(now, -ago + 0.05),
  }));
  world.chatThreads.push({ id: threadId, patientId: id, doctorId: c.gp.id, lastMessageAt: addDays(now, -13.9), createdAt: addDays(now, -15) });
}
