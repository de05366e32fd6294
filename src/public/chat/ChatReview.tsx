import { useId, type Ref } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import { questionsFor, type IntakeAnswers, type QuestionKey } from '@shared/chat-intake';
import { answerText } from './chat-words';

/**
 * Before sending: every question asked with its answer and a 'Change' button, the notice, and the consent box
 * with a link to the privacy page in the page's language (the chat closes so the page can be read; the
 * conversation stays as it is).
 */
export function ChatReview(props: {
  answers: IntakeAnswers;
  consent: boolean;
  onConsent(checked: boolean): void;
  error: string | null;
  submitting: boolean;
  onChange(key: QuestionKey): void;
  onSubmit(): void;
  onPrivacy(): void;
  headingRef: Ref<HTMLHeadingElement>;
  consentRef: Ref<HTMLInputElement>;
}) {
  const { LL, locale } = useI18nContext();
  const headingId = useId();
  const consentId = useId();
  const errorId = useId();
  const label = LL.chat.consentLabel();
  const linkText = LL.chat.consentLink();
  const at = label.indexOf(linkText);
  const link = (
    <Link href="/privacy-policy" onClick={props.onPrivacy}>
      {linkText}
    </Link>
  );

  return (
    <section className="chat-review" aria-labelledby={headingId}>
      <h3 id={headingId} ref={props.headingRef} tabIndex={-1} className="chat-review__title">
        {LL.chat.reviewTitle()}
      </h3>
      <p className="chat-review__text">{LL.chat.reviewText()}</p>
      <dl className="chat-review__list">
        {questionsFor(props.answers).map((key) => {
          const text = props.answers[key] ?? '';
          return (
            <div key={key} className="chat-review__row">
              <dt>{LL.chat.labels[key]()}</dt>
              <dd>
                <span className={text === '' ? 'chat-review__skipped' : 'chat-review__answer'}>{answerText(LL, locale, key, text)}</span>
                <button type="button" className="chat-change" onClick={() => props.onChange(key)}>
                  {LL.chat.change()}
                  <span className="sr-only"> {LL.chat.labels[key]()}</span>
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="chat-review__notice">{LL.chat.notice()}</p>
      <div className="chat-consent">
        <input
          ref={props.consentRef}
          id={consentId}
          type="checkbox"
          checked={props.consent}
          onChange={(e) => props.onConsent(e.target.checked)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
        <label htmlFor={consentId}>
          {at < 0 ? (
            <>
              {label} {link}
            </>
          ) : (
            <>
              {label.slice(0, at)}
              {link}
              {label.slice(at + linkText.length)}
            </>
          )}
        </label>
      </div>
      {props.error ? (
        <p id={errorId} className="chat-error" role="alert">
          {props.error}
        </p>
      ) : null}
      <button type="button" className="chat-submit" onClick={props.onSubmit} aria-disabled={props.submitting || undefined}>
        {props.submitting ? LL.chat.submitting() : LL.chat.submit()}
      </button>
    </section>
  );
}
