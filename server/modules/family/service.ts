import type * as v from 'valibot';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { FamilyMember, FamilyMemberInputSchema } from '../../../contracts/family';
import {
  deleteMember, doctorExists, findMember, insertMember, listMembers, updateMember, type FamilyMemberValues, type MemberRow,
} from './repository';

type Input = v.InferOutput<typeof FamilyMemberInputSchema>;
const pad = (n: number) => String(n).padStart(2, '0');

export function toFamilyMember(r: MemberRow): FamilyMember {
  const { m } = r;
  const dob = m.dateOfBirth?.split('-').map(Number);
  return {
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    name: `${m.firstName} ${m.lastName}`,
    relation: m.relation,
    gender: m.gender,
    bloodGroup: m.bloodGroup,
    dateOfBirth: dob ? { year: dob[0]!, month: dob[1]!, day: dob[2]! } : null,
    phone: m.phone,
    address: m.address,
    doctor: r.doctor && r.spec ? { ...r.doctor, specialization: r.spec } : null,
    createdAt: m.createdAt.toISOString(),
  };
}

async function toValues(deps: AppDeps, input: Input): Promise<FamilyMemberValues> {
  if (input.doctorId && !(await doctorExists(deps.db, input.doctorId))) {
    throw new HttpError(400, M.validationFailed, [{ field: 'doctorId', message: M.doctorNotFound }]);
  }
  const d = input.dateOfBirth;
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    relation: input.relation,
    gender: input.gender,
    bloodGroup: input.bloodGroup ?? null,
    dateOfBirth: d ? `${d.year}-${pad(d.month)}-${pad(d.day)}` : null,
    phone: input.phone || null,
    address: input.address || null,
    doctorId: input.doctorId ?? null,
  };
}

export async function getMembers(deps: AppDeps, patientId: string): Promise<FamilyMember[]> {
  return (await listMembers(deps.db, patientId)).map(toFamilyMember);
}

async function getMember(deps: AppDeps, patientId: string, id: string): Promise<FamilyMember> {
  const row = await findMember(deps.db, patientId, id);
  if (!row) throw new HttpError(404, B.familyMemberNotFound);
  return toFamilyMember(row);
}

export async function addMember(deps: AppDeps, patientId: string, input: Input): Promise<FamilyMember> {
  const id = await insertMember(deps.db, patientId, await toValues(deps, input));
  return getMember(deps, patientId, id);
}

export async function editMember(deps: AppDeps, patientId: string, id: string, input: Input): Promise<FamilyMember> {
  if (!(await updateMember(deps.db, patientId, id, await toValues(deps, input)))) throw new HttpError(404, B.familyMemberNotFound);
  return getMember(deps, patientId, id);
}

export async function removeMember(deps: AppDeps, patientId: string, id: string): Promise<void> {
  if (!(await deleteMember(deps.db, patientId, id))) throw new HttpError(404, B.familyMemberNotFound);
}
