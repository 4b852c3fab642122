// SQL of the option lists read from the database (the others are constants in contracts/option-lists.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OptionItem } from '../../../contracts/option-lists';

/** Specializations by English name; with `city`, only those practised by a doctor there (any case). */
export async function findSpecializationItems(db: Db, city: string | undefined): Promise<OptionItem[]> {
  const inCity = city === undefined ? sql`true` : sql`exists (
    select 1 from doctor_specializations ds join doctors d on d.id = ds.doctor_id
    where ds.specialization_id = sp.id and lower(d.city) = lower(${city}))`;
  const result = await db.execute<OptionItem>(sql`
    select sp.slug as "value", sp.name_en as "labelEn", sp.name_ne as "labelNe"
    from specializations sp where ${inCity} order by sp.name_en`);
  return result.rows;
}
