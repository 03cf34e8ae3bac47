package mcp

// TaskStatus is the state of a task.
type TaskStatus string

// TaskStatusWorking: the task is being processed.
const TaskStatusWorking TaskStatus = "working"

// Task is a long-running operation started by a tool call.
type Task struct {
	TaskId        string     `json:"taskId"`
	Status        TaskStatus `json:"status"`
	StatusMessage string     `json:"statusMessage,omitempty"`
	CreatedAt     string     `json:"createdAt"`
}

// CreateTaskResult is returned when a task-augmented tool call is accepted.
type CreateTaskResult struct {
	Result
	Task              Task      `json:"task"`
	Content           []Content `json:"-"`
	StructuredContent any       `json:"-"`
	IsError           bool      `json:"-"`
}
