import type { FieldDeclaration, FieldKind } from '../../../resources/define';
import { formatDate } from '../../lib/date';
import { toKopecks } from '../../../resources/money/kopecks';
import { displayPhone } from '../../lib/phone';
import { russianCollation } from '../../../resources/collation';

// What each field kind means to the grid besides its looks: the value of a fresh row, the text the quick
// filter and column filters search, and the order of sorting. References are named by another resource's
// list, so they are neither searched nor sorted here.
type FieldKindValues = {
  empty: unknown;
  toText?: (value: unknown, field: FieldDeclaration) => string;
  compare?: (left: unknown, right: unknown) => number;
  quickSearch: boolean; // part of the 'Поиск' box: the text columns
  serverFilter: boolean; // a column filter the API can answer with field_like
};

const collator = russianCollation({ sensitivity: 'base', numeric: true });
const asText = (value: unknown) => (value == null ? '' : String(value));
const isBlank = (value: unknown) => value == null || value === '';

// empty values sort last whatever the direction of the rest
const withBlanksLast =
  (compare: (left: unknown, right: unknown) => number) =>
  (left: unknown, right: unknown): number => {
    if (isBlank(left) || isBlank(right)) return Number(isBlank(left)) - Number(isBlank(right));
    return compare(left, right);
  };

const compareText = withBlanksLast((left, right) => collator.compare(asText(left), asText(right)));
const compareNumbers = withBlanksLast((left, right) => Number(left) - Number(right));
const compareMoney = withBlanksLast((left, right) => (toKopecks(asText(left)) ?? 0) - (toKopecks(asText(right)) ?? 0));

export const fieldValues: Record<FieldKind, FieldKindValues> = {
  text: { empty: '', toText: asText, compare: compareText, quickSearch: true, serverFilter: true },
  phone: {
    empty: null,
    toText: (value) => `${displayPhone(asText(value))} ${asText(value)}`,
    compare: compareText,
    quickSearch: true,
    serverFilter: true,
  },
  money: { empty: null, toText: asText, compare: compareMoney, quickSearch: false, serverFilter: false },
  date: {
    empty: null,
    toText: (value) => formatDate(asText(value)),
    // API dates are YYYY-MM-DD, so their text order is their time order
    compare: withBlanksLast((left, right) => asText(left).localeCompare(asText(right))),
    quickSearch: false,
    serverFilter: false,
  },
  colour: { empty: null, toText: asText, compare: compareText, quickSearch: false, serverFilter: false },
  enum: {
    empty: null,
    toText: (value, field) => field.options?.[asText(value)] ?? asText(value),
    compare: compareText,
    quickSearch: true,
    serverFilter: false,
  },
  boolean: {
    empty: false,
    toText: (value) => (value ? 'Да' : 'Нет'),
    compare: (left, right) => Number(Boolean(left)) - Number(Boolean(right)),
    quickSearch: false,
    serverFilter: false,
  },
  number: { empty: null, toText: asText, compare: compareNumbers, quickSearch: false, serverFilter: false },
  reference: { empty: null, quickSearch: false, serverFilter: false },
  multiReference: { empty: [], quickSearch: false, serverFilter: false },
};
