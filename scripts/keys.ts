// `npm run keys`: fresh production secrets as env lines (docs/operations.md). Give every instance
// the same values; keep them in your secret store, never in the repository.
import { productionKeys } from './lib/production-keys';

const keys = productionKeys();
console.log(`# Swasthya production secrets, made ${new Date().toISOString()}. The same on every instance.
# API key the app sends as x-api-key (public in the page; it tells apps apart, it is no password).
API_KEYS=${keys.API_KEYS}
# HMAC key of the chat event-stream tickets.
CHAT_TICKET_SECRET=${keys.CHAT_TICKET_SECRET}
# Ed25519 private key (PKCS#8 DER, base64) that signs exported prescriptions. Changing it makes
# earlier signatures unverifiable against the new key.
PRESCRIPTION_SIGNING_KEY=${keys.PRESCRIPTION_SIGNING_KEY}
# Web Push (VAPID). Changing them ends every browser's push subscription.
VAPID_PUBLIC_KEY=${keys.VAPID_PUBLIC_KEY}
VAPID_PRIVATE_KEY=${keys.VAPID_PRIVATE_KEY}`);
