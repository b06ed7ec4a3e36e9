/** What every provider widget reports: the payload to send as `captcha`, or null when there is none (yet). */
export interface CaptchaWidgetProps {
  onChange: (payload: string | null) => void;
}
