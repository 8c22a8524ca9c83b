import { IonIcon } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { arrowBack } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { AgreementsStep } from '@/features/auth/components/agreements-step';
import { CodeStep, MethodStep, PhoneStep } from '@/features/auth/components/login-steps';
import { useLoginFlow } from '@/features/auth/model/use-login-flow';
import { useAfterSignIn } from '@/features/venue-staff/model/after-sign-in';
import { ru } from '@/i18n/ru';
import { ruLogin } from '@/i18n/ru-login';
import { useFlag } from '@/lib/flags';
import { savedLocation, useSession } from '@/lib/session';
import { PageShell } from '@/ui/page-shell';

// /user/login (spec §2.2, §4 Login steps). The route keeps the return location in the router
// state `from`; the header's back button and a finished sign-in both go there.
export default function LoginPage() {
  const { returnToSaved } = useSession();
  // Issue 24: a venue's staff choose their role after signing in.
  const afterSignIn = useAfterSignIn();
  const flow = useLoginFlow({ afterSignIn });
  const location = useLocation();
  // Issue 26: a server with DEMO_LOGIN off lists this flag; the button is then not offered.
  const demoOff = useFlag('ignore-demo-login');
  const back = (
    <IonButton onClick={returnToSaved} aria-label={ru.ui.back}>
      <IonIcon slot="icon-only" icon={arrowBack} aria-hidden="true" />
    </IonButton>
  );
  return (
    <PageShell title={ruLogin.title} left={back}>
      {flow.step === 'method' ? (
        <MethodStep
          busy={flow.busy}
          onPhone={() => flow.setStep('phone')}
          onDemo={demoOff ? undefined : () => void flow.demo()}
          onSberId={() => void flow.sberId(savedLocation(location.state))}
        />
      ) : flow.step === 'phone' ? (
        <PhoneStep
          digits={flow.digits}
          busy={flow.busy}
          onDigits={flow.setDigits}
          onSubmit={() => void flow.requestCode()}
        />
      ) : flow.step === 'code' ? (
        <CodeStep
          digits={flow.digits}
          busy={flow.busy}
          endsAt={flow.codeEndsAt}
          demoCode={flow.demoCode}
          attemptsLeft={flow.attemptsLeft}
          wrongAttempts={flow.wrongAttempts}
          exhausted={flow.exhausted}
          onSubmit={(code) => void flow.confirm(code)}
          onResend={() => void flow.requestCode()}
          onChangePhone={() => flow.setStep('phone')}
        />
      ) : (
        <AgreementsStep required={flow.required} onDone={flow.agreed} onError={flow.showError} />
      )}
    </PageShell>
  );
}
