import { Toaster } from 'react-hot-toast';

/** The route-level toaster: top-right, success 3 s, error 4 s. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 88 }}
      toastOptions={{ success: { duration: 3000 }, error: { duration: 4000 } }}
    />
  );
}
