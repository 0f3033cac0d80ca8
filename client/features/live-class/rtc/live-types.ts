// Shapes of the live-class calls the room reads (spec section 3).
export type Role = 'teacher' | 'student';

export type MeetingStatus = {
  teacher_joined: number;
  student_joined: number;
  is_started: number;
  teacher_left: number;
  student_left: number;
};

export type SignalType =
  | 'offer'
  | 'answer'
  | 'screen_offer'
  | 'screen_answer'
  | 'restore_video_offer'
  | 'restore_video_answer'
  | 'stop_screen_share'
  | 'ice-candidate';

export type SignalMessage = {
  id: number;
  message_type: SignalType;
  data: unknown;
  sender_role: Role;
  created_at: string;
};

export type ChatMessage = {
  id: number;
  sender_id: number;
  sender_name: string;
  sender_role: Role;
  message_type: 'text' | 'image' | 'video' | 'audio' | 'document' | 'file';
  message_content: string;
  file_path: string | null;
  file_name: string | null;
  created_at: string;
};
