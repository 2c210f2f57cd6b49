import {
  MAX_VALUE_BYTES,
  type Answer,
  type ApiErrorDetail,
  type Conditional,
  type Configuration,
  type Question,
  type QuestionField,
} from '../../contract';

type Located = { question: Question; conditional?: Conditional };
const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** Every question of the configuration by id, with the condition under which a follow-up is asked. */
function indexQuestions(configuration: Configuration): Map<string, Located> {
  const index = new Map<string, Located>();
  for (const question of configuration.questions) index.set(question.id, { question });
  for (const conditional of configuration.settings.conditionals ?? []) {
    for (const id of conditional.conditionalQuestions) {
      const located = index.get(id);
      // The first condition on a question holds, as the site reads it.
      if (located && !located.conditional) index.set(id, { ...located, conditional });
    }
  }
  return index;
}

/** A conditional question is asked only while its parent (itself asked) holds one of the trigger values. */
function isAsked(
  id: string,
  index: Map<string, Located>,
  answers: Map<string, Answer>,
  seen = new Set<string>(),
): boolean {
  const located = index.get(id);
  if (!located) return false;
  if (!located.conditional) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const { parentQuestionId, fieldId, valueIds } = located.conditional;
  if (!isAsked(parentQuestionId, index, answers, seen)) return false;
  const parentValues =
    answers.get(parentQuestionId)?.records.flatMap((record) => record.fields[fieldId] ?? []) ?? [];
  return parentValues.some((value) => valueIds.includes(value));
}

const isEmpty = (values: string[]) => values.length === 0 || values.every((value) => value.trim() === '');
const answerable = (field: QuestionField) => field.type !== 'INFORMATION';

function validateField(field: QuestionField, values: string[], path: string): ApiErrorDetail | null {
  // Every field type is handled below; a new type fails to compile until it is.
  const fail = (code: string, message: string) => ({ code, message, field: path });
  if (isEmpty(values)) return field.required ? fail('REQUIRED', `Field ${field.id} is required`) : null;
  if (values.some((value) => byteLength(value) > MAX_VALUE_BYTES)) {
    return fail('TOO_LONG', `Field ${field.id} takes at most ${MAX_VALUE_BYTES} bytes per value`);
  }
  const options = new Set(field.values.map((option) => option.id));
  switch (field.type) {
    case 'INPUT_TEXT':
    case 'TEXTAREA':
      return values.length === 1 ? null : fail('INVALID_VALUE', `Field ${field.id} takes one text value`);
    case 'SINGLE_SELECT':
    case 'RADIO':
      if (values.length !== 1) return fail('INVALID_VALUE', `Field ${field.id} takes exactly one option`);
      return options.has(values[0]!)
        ? null
        : fail('INVALID_OPTION', `Field ${field.id} has no option ${values[0]}`);
    case 'MULTI_SELECT': {
      const unknown = values.find((value) => !options.has(value));
      if (unknown !== undefined) return fail('INVALID_OPTION', `Field ${field.id} has no option ${unknown}`);
      return new Set(values).size === values.length
        ? null
        : fail('INVALID_VALUE', `Field ${field.id} repeats an option`);
    }
    case 'CHECKBOX':
      return values.length === 1 && values[0] === '1'
        ? null
        : fail('INVALID_VALUE', `Field ${field.id} takes ["1"] when checked`);
    case 'INFORMATION':
      return fail('NOT_ANSWERABLE', `Field ${field.id} is information only and takes no answer`);
    default:
      return assertNever(field.type);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled field type ${String(value)}`);
}

function validateRecords(question: Question, answer: Answer): ApiErrorDetail[] {
  const errors: ApiErrorDetail[] = [];
  if (!question.repeatable && answer.records.length > 1) {
    errors.push({
      code: 'NOT_REPEATABLE',
      message: `Question ${question.id} takes one record`,
      field: `answers.${question.id}`,
    });
  }
  const fields = new Map(question.fields.map((field) => [field.id, field]));
  answer.records.forEach((record, recordIndex) => {
    for (const fieldId of Object.keys(record.fields)) {
      if (!fields.has(fieldId)) {
        errors.push({
          code: 'UNKNOWN_FIELD',
          message: `Question ${question.id} has no field ${fieldId}`,
          field: `answers.${question.id}.${recordIndex}.${fieldId}`,
        });
      }
    }
    for (const field of question.fields) {
      const values = record.fields[field.id];
      if (!answerable(field) && values === undefined) continue;
      const error = validateField(field, values ?? [], `answers.${question.id}.${recordIndex}.${field.id}`);
      if (error) errors.push(error);
    }
  });
  return errors;
}

/** Checks answers against the posting's configuration; the messages name the offending question ids. */
export function validateAnswers(configuration: Configuration, answers: Answer[]): ApiErrorDetail[] {
  const index = indexQuestions(configuration);
  const errors: ApiErrorDetail[] = [];
  const byId = new Map<string, Answer>();
  for (const answer of answers) {
    if (byId.has(answer.id))
      errors.push({
        code: 'DUPLICATE_ANSWER',
        message: `Question ${answer.id} is answered twice`,
        field: `answers.${answer.id}`,
      });
    else byId.set(answer.id, answer);
  }
  for (const [id, answer] of byId) {
    const located = index.get(id);
    if (!located) {
      errors.push({
        code: 'UNKNOWN_QUESTION',
        message: `The posting has no question ${id}`,
        field: `answers.${id}`,
      });
    } else if (!isAsked(id, index, byId)) {
      errors.push({
        code: 'QUESTION_NOT_ASKED',
        message: `Question ${id} is not asked for the answers given, so it takes no answer`,
        field: `answers.${id}`,
      });
    } else {
      errors.push(...validateRecords(located.question, answer));
    }
  }
  for (const [id, { question }] of index) {
    if (byId.has(id) || !isAsked(id, index, byId)) continue;
    for (const field of question.fields.filter((f) => f.required && answerable(f))) {
      errors.push({
        code: 'REQUIRED',
        message: `Question ${id} is required (field ${field.id})`,
        field: `answers.${id}.0.${field.id}`,
      });
    }
  }
  return errors;
}
