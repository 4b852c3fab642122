// Messages between a patient and their doctors. server/modules/chat; src/features/chat.
export const chatThreads = 'GET /api/v1/chat/threads';
export const chatDoctorList = 'GET /api/v1/chat/doctors';
export const chatThreadOpen = 'POST /api/v1/chat/threads/open/{doctorId}';
export const chatThread = 'GET /api/v1/chat/threads/{id}';
export const chatMessages = 'GET /api/v1/chat/threads/{id}/messages';
export const chatMessageSend = 'POST /api/v1/chat/threads/{id}/messages';
export const chatThreadRead = 'POST /api/v1/chat/threads/{id}/read';
export const chatEventsTicket = 'POST /api/v1/chat/threads/{id}/events-ticket';
/** text/event-stream, opened by EventSource with a ticket. */
export const chatEvents = 'GET /api/v1/chat/threads/{id}/events';

// The doctor-role API (npm run doctor).
export const doctorChatThreads = 'GET /api/v1/doctor/chat/threads';
export const doctorChatThreadOpen = 'POST /api/v1/doctor/chat/appointments/{appointmentId}/thread';
export const doctorChatMessages = 'GET /api/v1/doctor/chat/threads/{id}/messages';
export const doctorChatMessageSend = 'POST /api/v1/doctor/chat/threads/{id}/messages';
export const doctorChatThreadRead = 'POST /api/v1/doctor/chat/threads/{id}/read';
