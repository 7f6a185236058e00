import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { BackToLoginLink } from './back-to-login-link';

/** Placeholder for the password reset screen (spec section 2) until its form lands. */
export function ResetPasswordPage() {
  return (
    <>
      <title>Forgot password? · LexDraft</title>
      <Card className="shadow-md">
        <CardHeader className="text-center">
          <CardTitle className="text-xl tracking-tight">
            <h1>Forgot password?</h1>
          </CardTitle>
          <CardDescription className="text-balance">
            Resetting your password from here is coming soon. Until then, your firm's administrator can help
            you regain access.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <BackToLoginLink />
        </CardFooter>
      </Card>
    </>
  );
}
