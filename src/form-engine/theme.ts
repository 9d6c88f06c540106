/**
 * The form engine's theme: the RJSF Chakra theme with our accessible templates and widgets in
 * place of its own (labels linked by id, aria-required, errors linked by aria-describedby;
 * issue 8 §2), plus the custom fields and widgets the compiler names (`FormField`, `FormWidget`
 * of rules/compile/contract.ts). One registration, built once at module load, so RJSF's registry
 * stays the same object between renders.
 */
import type { ThemeProps } from '@rjsf/core';
// The theme's templates one by one: its package entry also brings its widgets, of which we draw none
// (ours replace the choice, text and check widgets; the compiler names no slider, number spinner,
// Chakra select or split date), and they would load zag's slider, number-input and select machines;
// its `Templates.js` also brings the four templates ours replace (input, field, object, error), which
// would be loaded and never drawn (issue 9 §2, the booking page ≤ 330 KB).
import AddButton from '@rjsf/chakra-ui/lib/AddButton/index.js';
import ArrayFieldItemTemplate from '@rjsf/chakra-ui/lib/ArrayFieldItemTemplate/index.js';
import ArrayFieldTemplate from '@rjsf/chakra-ui/lib/ArrayFieldTemplate/index.js';
import DescriptionField from '@rjsf/chakra-ui/lib/DescriptionField/index.js';
import FieldHelpTemplate from '@rjsf/chakra-ui/lib/FieldHelpTemplate/index.js';
import GridTemplate from '@rjsf/chakra-ui/lib/GridTemplate/index.js';
import { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/chakra-ui/lib/IconButton/index.js';
import MultiSchemaFieldTemplate from '@rjsf/chakra-ui/lib/MultiSchemaFieldTemplate/index.js';
import OptionalDataControlsTemplate from '@rjsf/chakra-ui/lib/OptionalDataControlsTemplate/index.js';
import SubmitButton from '@rjsf/chakra-ui/lib/SubmitButton/index.js';
import TitleField from '@rjsf/chakra-ui/lib/TitleField/index.js';
import WrapIfAdditionalTemplate from '@rjsf/chakra-ui/lib/WrapIfAdditionalTemplate/index.js';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';

import { FormField, FormWidget } from '../../rules/compile/contract.ts';
import { AddressField } from './fields/address-field.tsx';
import { ApproverField } from './fields/approver-field.tsx';
import { CarLevelsField } from './fields/car-levels-field.tsx';
import { BaggageField, NotificationsField } from './fields/choice-list-field.tsx';
import { ContactsField } from './fields/contacts-field.tsx';
import { PaymentField } from './fields/payment-field.tsx';
import { StopsField } from './fields/stops-field.tsx';
import { lazyField } from './fields/lazy-field.tsx';
import { SchemaField } from './fields/schema-field.tsx';
import { BaseInputTemplate } from './theme/base-input-template.tsx';
import { FieldErrorTemplate } from './theme/field-error-template.tsx';
import { FieldTemplate } from './theme/field-template.tsx';
import { ObjectFieldTemplate } from './theme/object-field-template.tsx';
import { CheckboxWidget } from './widgets/checkbox-widget.tsx';
import { ChinaDateTimeWidget } from './widgets/china-date-time-widget.tsx';
import { ChinaDateWidget } from './widgets/china-date-widget.tsx';
import { DescriptionWidget } from './widgets/description-widget.tsx';
import { CostCentreWidget } from './widgets/cost-centre-widget.tsx';
import { CheckboxesWidget } from './widgets/checkboxes-widget.tsx';
import { RadioWidget } from './widgets/radio-widget.tsx';
import { SelectWidget } from './widgets/select-widget.tsx';
import { TextareaWidget } from './widgets/textarea-widget.tsx';

/**
 * The Chakra theme's `generateTemplates()` (lib/Templates/Templates.js), with ours in place of four,
 * and without two that no form draws, whose Chakra versions brought Chakra's alert and a second icon
 * library (react-icons) to every page with a form (issue 22: the booking page's weight): the error
 * list (`SchemaForm` draws its own summary, `showErrorList={false}`) and the expander of a recursive
 * schema (compiled forms hold no `$ref`: uri-resolver-stub.test.ts). RJSF core's own stand in.
 */
const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ButtonTemplates: { CopyButton, AddButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton, ClearButton },
  DescriptionFieldTemplate: DescriptionField,
  FieldHelpTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate,
  BaseInputTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
};

// Drawn only for some enterprises, payment types or pages: fetched when first drawn (fields/lazy-field.tsx).
const CreditCardField = lazyField(() => import('./fields/credit-card-field.tsx').then((m) => m.CreditCardField));
const GiftCardsField = lazyField(() => import('./fields/gift-cards-field.tsx').then((m) => m.GiftCardsField));
const LetterOfCommitmentField = lazyField(() => import('./fields/letter-of-commitment-field.tsx').then((m) => m.LetterOfCommitmentField));
const SpecialCostCentreField = lazyField(() => import('./fields/special-cost-centre-field.tsx').then((m) => m.SpecialCostCentreField));
const OwnCarField = lazyField(() => import('./fields/own-car-field.tsx').then((m) => m.OwnCarField));
const AttachmentWidget = lazyField<WidgetProps>(() => import('./widgets/attachment-widget.tsx').then((m) => m.AttachmentWidget));

/** Widget names not here (e.g. `range`, `updown`, `alt-date`) fall back to RJSF core's plain ones. */
const widgets: RegistryWidgetsType = {
  CheckboxWidget,
  CheckboxesWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
  // `format: date`: a zh-CN text box and calendar, not the browser's date input (issue 22).
  DateWidget: ChinaDateWidget,
  [FormWidget.DATETIME]: ChinaDateTimeWidget,
  [FormWidget.ATTACHMENT]: AttachmentWidget,
  [FormWidget.DESCRIPTION]: DescriptionWidget,
  [FormWidget.COST_CENTRE]: CostCentreWidget,
};

const fields: RegistryFieldsType = {
  // RJSF's own, drawn again only when what it draws changed (fields/schema-field.tsx).
  SchemaField,
  [FormField.ADDRESS]: AddressField,
  [FormField.STOPS]: StopsField,
  [FormField.CAR_LEVELS]: CarLevelsField,
  [FormField.PAYMENT]: PaymentField,
  [FormField.APPROVER]: ApproverField,
  [FormField.CONTACTS]: ContactsField,
  [FormField.NOTIFICATIONS]: NotificationsField,
  [FormField.BAGGAGE]: BaggageField,
  [FormField.OWN_CAR]: OwnCarField,
  [FormField.CREDIT_CARD]: CreditCardField,
  [FormField.GIFT_CARDS]: GiftCardsField,
  [FormField.LETTER_OF_COMMITMENT]: LetterOfCommitmentField,
  [FormField.SPECIAL_COST_CENTRE]: SpecialCostCentreField,
};

/** The theme `SchemaForm` draws with; `fields` and `widgets` hold every name of the contract. */
export const formEngineTheme: ThemeProps = { templates, widgets, fields };

/**
 * The theme's list buttons (添加, 上移, 下移, 删除) for a list drawn outside RJSF (the config form
 * view's special fields, special-field-list.tsx), so it looks and reads as RJSF's own lists do. They
 * take their words from `registry.translateString`, the only part of a registry they read.
 */
export const listButtons = { AddButton, MoveUpButton, MoveDownButton, RemoveButton } as const;
