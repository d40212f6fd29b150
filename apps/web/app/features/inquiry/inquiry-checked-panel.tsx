import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { inquiryForm } from './inquiry-form.ts';
import { InquiryFormView, type InquiryPanelProps } from './inquiry-form-view.tsx';

/** The inquiry form checked in the browser with the action's own rules (zod: loaded when asked for). */
export default function InquiryCheckedPanel(props: InquiryPanelProps) {
  const validation = useFormValidation(inquiryForm, props.actionData?.errors);
  return <InquiryFormView {...props} validation={validation} />;
}
