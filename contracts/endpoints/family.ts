// Family members. server/modules/family; src/features/family.
export const familyMemberList = 'GET /api/v1/patient/family-member/list';
export const familyMemberCreate = 'POST /api/v1/patient/family-member/create';
export const familyMemberUpdate = 'PUT /api/v1/patient/family-member/update/{id}';
export const familyMemberRemove = 'DELETE /api/v1/patient/family-member/remove/{id}';
