import { validator } from 'hono/validator';
import * as v from 'valibot';
import { HttpError } from './http-error';
import { issuesToErrorList } from '../../contracts/common';
import { M } from '../../contracts/messages';

type Target = 'json' | 'query' | 'param';

/**
 * Request validation from the shared contracts: 400 with one errorList entry per bad field.
 * Use: `validate('json', RegisterPatientSchema)` then `c.req.valid('json')`.
 */
export const validate = <T extends Target, S extends v.GenericSchema>(target: T, schema: S) =>
  validator(target, (value): v.InferOutput<S> => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new HttpError(400, M.validationFailed, issuesToErrorList(result.issues));
    return result.output;
  });
