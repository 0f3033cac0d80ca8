// Endpoint paths of the API contract (DESIGN.md), relative to the API base `/api`.
export const API_BASE = '/api';

export const API = {
  health: '/health',
  faqs: '/faqs.php',
  testimonials: '/testimonials.php',
  instafeeds: '/instafeeds.php',
  contactForm: '/contact_form.php',
  admissionForm: '/admission_form.php',
  teacherClassesToday: '/get_teacher_classes_today.php',
  studentActiveClass: '/get_student_active_class.php',
  checkClassAccess: '/check_class_access.php',
  verifyClassPassword: '/verify_class_password.php',
  checkMeetingStatus: '/check_meeting_status.php',
  startClass: '/start_class.php',
  updateClassAttendance: '/update_class_attendance.php',
  completeClass: '/complete_class.php',
  /** POST: the class's teacher turns music mode on or off. */
  setMusicMode: '/set_music_mode.php',
  webrtcSignaling: '/webrtc_signaling.php',
  cleanupWebrtcSignaling: '/cleanup_webrtc_signaling.php',
  classChatMessages: '/class_chat_messages.php',
  whiteboard: '/white_board.php',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  classEvents: '/class_events',
  /** GET: the live room's ICE servers and transport (settings ICE_SERVERS, LIVE_TRANSPORT). */
  liveSettings: '/live_settings',
  /** GET /chat_files/{messageId}: a chat file, to the class's two members only. */
  chatFiles: '/chat_files',
  myClasses: '/my_classes',
  /** POST: the class's teacher starts or stops recording the lesson. */
  updateRecordingStatus: '/update_recording_status.php',
  /** POST: one part of the lesson's recording (raw bytes, query class_id, recording_id, segment, seq). */
  uploadClassRecording: '/upload_class_recording.php',
  /** GET: the class's recording as the room sees it (either member). */
  recordingStatus: '/recording_status.php',
  /** GET: the signed-in teacher's or student's recordings. */
  myRecordings: '/my_recordings',
  /** GET /recordings/{id}/file: a recording's file (its teacher, its student, admins). */
  recordingFiles: '/recordings',
  /** GET: every recording; DELETE /admin/recordings/{id}. */
  adminRecordings: '/admin/recordings',
  adminUsers: '/admin/users',
  adminClasses: '/admin/classes',
  adminFaqs: '/admin/faqs',
  adminTestimonials: '/admin/testimonials',
  adminInstafeeds: '/admin/instafeeds',
  adminContactMessages: '/admin/contact_messages',
  adminApplications: '/admin/admission_applications',
  adminApplicationsCsv: '/admin/admission_applications.csv',
  adminAdmissionFiles: '/admin/admission_files',
} as const;

/** Every failure of the API answers this shape with a 4xx/5xx status. */
export type ApiError = { error: string; message: string };

export type HealthResponse = { status: 'ok' | 'degraded'; database: 'up' | 'down' };

/** A class as the teacher's start-class modal lists it (spec 3, "Teacher's class today"). */
export type TeacherClassToday = {
  id: number;
  batch_name: string;
  class_date: string;
  class_time: string;
  students: { id: number; first_name: string; last_name: string }[];
};

/** GET teacher's classes today; `publicMessage` explains a refusal (spec 7). */
export type TeacherClassesTodayResponse = {
  result: boolean;
  Classes: TeacherClassToday[];
  publicMessage?: string;
};

export type ActiveClass = {
  id: number;
  batch_name: string;
  class_date: string;
  class_time: string;
  duration_minutes: number;
  teacher_name: string;
  has_password: boolean;
};

export type StudentActiveClassResponse = {
  result: boolean;
  hasActiveClass: boolean;
  Class: ActiveClass | null;
};

/** The live-class calls' envelope (DESIGN.md). */
export type LiveClassResponse<T = unknown> = { success: boolean; data: T; message: string };

/** A class on the signed-in user's dashboard; `with_name` is the other party. */
export type MyClass = {
  id: number;
  batch_name: string;
  class_date: string;
  class_time: string;
  duration_minutes: number;
  status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  with_name: string;
  /** The class a student may join now (see the active-class check). */
  is_active: boolean;
  /** Past classes: whether this user joined it. */
  attended: boolean;
};

export type MyClassesResponse = { result: boolean; Today: MyClass[]; Upcoming: MyClass[]; Past: MyClass[] };
/** Public list calls answer `{ result, <Name>: [...] }` (spec section 7). */
export type Faq = { id: number; title: string; content: string; type: string };
export type FaqsResponse = { result: boolean; Faqs: Faq[] };

export type Testimonial = {
  id: number;
  message: string;
  name: string;
  media_url: string | null;
  is_deleted: number;
};
export type TestimonialsResponse = { result: boolean; Testimonials: Testimonial[] };

export type Instafeed = { instafeed_url: string };
export type InstafeedsResponse = { result: boolean; Instafeeds: Instafeed[] };
