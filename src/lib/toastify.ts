// The toast library and its stylesheet, one chunk loaded with the first toast (src/lib/toast.tsx).
import 'react-toastify/dist/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify';
